; The Windows installer of Rummy Desktop (NSIS 3, Unicode). Compiled by packaging/installers.py
; (`make installers`; the release workflow on its Windows runner), which passes:
;   /DVERSION=0.1.0 /DVERSION4=0.1.0.0   the version, and as four numbers for the resources
;   /DSOURCE=...\dist\rummy-desktop       the PyInstaller folder to install
;   /DEXE=rummy-desktop.exe               the program in it (off Windows the Linux folder and
;                                         its "rummy-desktop" stand in, to check the script)
;   /DICON=...\rummy-desktop.ico  /DOUTFILE=...\rummy-desktop-VERSION-windows-x64-setup.exe
;   /DCOMPRESSOR=lzma                     (zlib for a quick check)
;
; Per user, no administrator rights: the game goes to %LOCALAPPDATA%\Programs\Rummy Desktop,
; its shortcuts, uninstaller entry (Settings > Apps) and the .rummy file type go under
; HKEY_CURRENT_USER. Saves and settings live elsewhere (%LOCALAPPDATA%\rummy-desktop) and are
; never touched by the uninstaller.

Unicode true
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID ${COMPRESSOR}

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define NAME "Rummy Desktop"
!define PUBLISHER "Rummy Desktop contributors"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\RummyDesktop"
!define PROGID "RummyDesktop.SavedGame"
!define APP_ID "io.github.rummy_desktop.RummyDesktop"

Name "${NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${NAME} ${VERSION}"

; The installer's own version resource (Properties > Details).
VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=1033 "ProductName" "${NAME}"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "FileDescription" "${NAME} ${VERSION} setup"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Play ${NAME} now"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "${NAME}" SecGame
  SectionIn RO
  ; An upgrade replaces the program's folder whole, so no file of an older version stays.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortCut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; Settings > Apps (and Programs and Features): this user's entry.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" '"$INSTDIR\${EXE}",0'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"

  ; The .rummy file type: a double-clicked save opens in the game ("%1": one file).
  WriteRegStr HKCU "Software\Classes\.rummy" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\.rummy" "Content Type" "application/x-rummy-save"
  WriteRegStr HKCU "Software\Classes\.rummy\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "${NAME} saved game"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" '"$INSTDIR\${EXE}",0'
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\SupportedTypes" ".rummy" ""
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}" "FriendlyAppName" "${NAME}"
  ; Tell Explorer the associations changed (SHCNE_ASSOCCHANGED), so the icons update now.
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Desktop shortcut" SecDesktop
  CreateShortCut "$DESKTOP\${NAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${NAME}.lnk"
  Delete "$DESKTOP\${NAME}.lnk"
  ; Only what the installer put there: the program, its folder and the uninstaller.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  ; The .rummy type only if it is still ours (another program may have taken it since).
  ReadRegStr $0 HKCU "Software\Classes\.rummy" ""
  StrCmp $0 "${PROGID}" 0 not_ours
    DeleteRegValue HKCU "Software\Classes\.rummy" ""
    DeleteRegValue HKCU "Software\Classes\.rummy" "Content Type"
  not_ours:
  DeleteRegValue HKCU "Software\Classes\.rummy\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.rummy\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "Software\Classes\.rummy"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "Software\Classes\Applications\${EXE}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
