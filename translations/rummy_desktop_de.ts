<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ChartWords</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>The chart&apos;s x axis: the rounds played.</extracomment>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n round(s): {values}</source>
        <extracomment>{values}: each player&apos;s total, &quot;Ann: 40, Bo: 12&quot;.</extracomment>
        <translation>
            <numerusform>Summen nach %n Runde: {values}</numerusform>
            <numerusform>Summen nach %n Runden: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <extracomment>A player&apos;s last value: &quot;Ann: 40&quot;.</extracomment>
        <translation>{name}: {value}</translation>
    </message>
    <message>
        <source>{name}: {value} ({count})</source>
        <extracomment>A player&apos;s last value, and how many values their line has: &quot;Ann: 85% (3 games)&quot;.</extracomment>
        <translation>{name}: {value} ({count})</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message numerus="yes">
        <source>%n best</source>
        <extracomment>How many decisions the coach marked best.</extracomment>
        <translation>
            <numerusform>%n beste</numerusform>
            <numerusform>%n beste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n Patzer</numerusform>
            <numerusform>%n Patzer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n good</source>
        <translation>
            <numerusform>%n gut</numerusform>
            <numerusform>%n gut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Erneut analysieren</translation>
    </message>
    <message>
        <source>Analyse my play</source>
        <translation>Mein Spiel analysieren</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <extracomment>The progress bar&apos;s text; %p is the percentage done (Qt fills it in).</extracomment>
        <translation>Analyse läuft… %p %</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); blunders in round {round}</source>
        <extracomment>{round}: the round the blunders were made in.</extracomment>
        <translation>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach %n Zug, von {low} bis {high} (höher ist besser); Patzer in Runde {round}</numerusform>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach jedem von %n Zügen, von {low} bis {high} (höher ist besser); Patzer in Runde {round}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); blunders in rounds {rounds}</source>
        <extracomment>{rounds}: the rounds the blunders were made in, &quot;2, 5, 7&quot;.</extracomment>
        <translation>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach %n Zug, von {low} bis {high} (höher ist besser); Patzer in den Runden {rounds}</numerusform>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach jedem von %n Zügen, von {low} bis {high} (höher ist besser); Patzer in den Runden {rounds}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); no blunder</source>
        <translation>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach %n Zug, von {low} bis {high} (höher ist besser); kein Patzer</numerusform>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach jedem von %n Zügen, von {low} bis {high} (höher ist besser); kein Patzer</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected points against the table after each of your turns (higher is better)</source>
        <translation>Erwartete Punkte gegenüber dem Tisch nach jedem deiner Züge (höher ist besser)</translation>
    </message>
    <message>
        <source>Expected points against the table after each of your turns (up: better); a dot&apos;s colour is the turn&apos;s worst mark</source>
        <translation>Erwartete Punkte gegenüber dem Tisch nach jedem deiner Züge (oben: besser); die Farbe eines Punkts ist die schlechteste Bewertung des Zugs</translation>
    </message>
    <message>
        <source>Expected points chart</source>
        <translation>Verlauf der erwarteten Punkte</translation>
    </message>
    <message>
        <source>Judge each of your decisions from what you could see then</source>
        <translation>Jede deiner Entscheidungen nach dem beurteilen, was du damals sehen konntest</translation>
    </message>
    <message>
        <source>No analysis yet</source>
        <translation>Noch keine Analyse</translation>
    </message>
    <message>
        <source>No human played this game: nothing to analyse.</source>
        <translation>In diesem Spiel hat kein Mensch gespielt: nichts zu analysieren.</translation>
    </message>
    <message>
        <source>Not analysed: {problem}</source>
        <translation>Nicht analysiert: {problem}</translation>
    </message>
    <message>
        <source>Player to analyse</source>
        <translation>Zu analysierender Spieler</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>The analysis stopped: {problem}</source>
        <translation>Die Analyse wurde abgebrochen: {problem}</translation>
    </message>
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>round {number}</source>
        <extracomment>The chart&apos;s first round under its axis, &quot;round 1&quot; (later ones: the number).</extracomment>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>{name}: accuracy {accuracy}, mean loss {loss} points a decision ({counts})</source>
        <extracomment>{counts}: how many decisions got each mark, &quot;12 best, 3 good, 1 blunder&quot;.</extracomment>
        <translation>{name}: Genauigkeit {accuracy}, mittlerer Verlust {loss} Punkte je Entscheidung ({counts})</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value} %</translation>
    </message>
</context>
<context>
    <name>ContractGrid</name>
    <message>
        <source>All at once</source>
        <translation>Alles auf einmal</translation>
    </message>
    <message>
        <source>Buys</source>
        <translation>Käufe</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Ausgeteilte Karten</translation>
    </message>
    <message>
        <source>Laid down and gone out in one turn, like Hillbilly&apos;s round 10</source>
        <translation>In einem Zug ausgelegt und ausgemacht, wie in Hillbillys Runde 10</translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation>Bedeutet</translation>
    </message>
    <message>
        <source>Runs (cards each)</source>
        <translation>Folgen (Karten je)</translation>
    </message>
    <message>
        <source>Runs: the least cards of each run</source>
        <translation>Folgen: Mindestzahl der Karten jeder Folge</translation>
    </message>
    <message>
        <source>Sets (cards each)</source>
        <translation>Sätze (Karten je)</translation>
    </message>
    <message>
        <source>Sets: the least cards of each set</source>
        <translation>Sätze: Mindestzahl der Karten jedes Satzes</translation>
    </message>
    <message>
        <source>The least cards of each run, with commas: 3, 4 asks for a run of three and a run of four. Leave it empty for no runs.</source>
        <translation>Die Mindestzahl der Karten jeder Folge, mit Kommas: 3, 4 verlangt eine Folge aus drei und eine Folge aus vier. Leer lassen für keine Folgen.</translation>
    </message>
    <message>
        <source>The least cards of each set, with commas: 3, 4 asks for a set of three and a set of four. Leave it empty for no sets.</source>
        <translation>Die Mindestzahl der Karten jedes Satzes, mit Kommas: 3, 4 verlangt einen Satz aus drei und einen Satz aus vier. Leer lassen für keine Sätze.</translation>
    </message>
    <message>
        <source>a round asks for at most {most} runs, not {count}</source>
        <translation>eine Runde verlangt höchstens {most} Folgen, nicht {count}</translation>
    </message>
    <message>
        <source>a round asks for at most {most} sets, not {count}</source>
        <translation>eine Runde verlangt höchstens {most} Sätze, nicht {count}</translation>
    </message>
    <message>
        <source>at once</source>
        <extracomment>A round&apos;s check box: laid down and gone out in one turn.</extracomment>
        <translation>auf einmal</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>An empty Sets or Runs box: no melds of that kind.</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>the runs are the least cards of each run as numbers with commas, like &quot;3, 4&quot;, not &quot;{bad}&quot;</source>
        <extracomment>Follows &quot;Round 3: &quot;; {bad} is what the player typed.</extracomment>
        <translation>Folgen werden als Mindestzahl der Karten jeder Folge angegeben, Zahlen mit Kommas wie „3, 4“, nicht „{bad}“</translation>
    </message>
    <message>
        <source>the sets are the least cards of each set as numbers with commas, like &quot;3, 4&quot;, not &quot;{bad}&quot;</source>
        <extracomment>Follows &quot;Round 3: &quot;; {bad} is what the player typed.</extracomment>
        <translation>Sätze werden als Mindestzahl der Karten jedes Satzes angegeben, Zahlen mit Kommas wie „3, 4“, nicht „{bad}“</translation>
    </message>
</context>
<context>
    <name>Contracts</name>
    <message numerus="yes">
        <source>%n round(s) of the Contracts tab</source>
        <translation>
            <numerusform>%n Runde aus dem Reiter Kontrakte</numerusform>
            <numerusform>%n Runden aus dem Reiter Kontrakte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) you saved</source>
        <translation>
            <numerusform>%n Runde, von dir gespeichert</numerusform>
            <numerusform>%n Runden, von dir gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add round</source>
        <extracomment>The Contracts tab&apos;s buttons: each letter differs from the other tabs&apos; and buttons&apos;.</extracomment>
        <translation>Runde hinzu&amp;fügen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Save as</source>
        <translation>Speichern &amp;unter</translation>
    </message>
    <message numerus="yes">
        <source>All %n rounds can be played, with this game&apos;s house rules ({changed} changed).</source>
        <extracomment>{changed}: how many house rules differ from the standard ones.</extracomment>
        <translation>
            <numerusform>%n Runde kann gespielt werden, mit den Hausregeln dieses Spiels ({changed} geändert).</numerusform>
            <numerusform>Alle %n Runden können gespielt werden, mit den Hausregeln dieses Spiels ({changed} geändert).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n rounds can be played.</source>
        <translation>
            <numerusform>%n Runde kann gespielt werden.</numerusform>
            <numerusform>Alle %n Runden können gespielt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the round to remove first.</source>
        <translation>Wähle zuerst die Runde, die entfernt werden soll.</translation>
    </message>
    <message>
        <source>Contract Rummy</source>
        <translation>Kontrakt-Rommé</translation>
    </message>
    <message>
        <source>Contract Rummy (Bicycle)</source>
        <translation>Kontrakt-Rommé (Bicycle)</translation>
    </message>
    <message>
        <source>Contract game</source>
        <translation>Kontraktspiel</translation>
    </message>
    <message>
        <source>Contract lists (*.json)</source>
        <translation>Kontraktlisten (*.json)</translation>
    </message>
    <message>
        <source>Contract lists (*.json);;All files (*)</source>
        <translation>Kontraktlisten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export contracts</source>
        <translation>Kontrakte exportieren</translation>
    </message>
    <message>
        <source>Exported to {file}: share it with the other table.</source>
        <translation>Exportiert nach {file}: gib die Datei an den anderen Tisch weiter.</translation>
    </message>
    <message>
        <source>Hillbilly Rummy</source>
        <translation>Hillbilly Rummy</translation>
    </message>
    <message>
        <source>Import contracts</source>
        <translation>Kontrakte importieren</translation>
    </message>
    <message>
        <source>Keep these rounds under this name, to load in a later game</source>
        <translation>Diese Runden unter diesem Namen behalten, um sie in einem späteren Spiel zu laden</translation>
    </message>
    <message>
        <source>Liverpool Rummy</source>
        <translation>Liverpool-Rommé</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach un&amp;ten</translation>
    </message>
    <message>
        <source>Name of these rounds</source>
        <translation>Name dieser Runden</translation>
    </message>
    <message>
        <source>Re&amp;move round</source>
        <translation>Runde &amp;entfernen</translation>
    </message>
    <message>
        <source>Round {round}: {problem}</source>
        <extracomment>{problem}: why the round cannot be played, a sentence that starts in lower case.</extracomment>
        <translation>Runde {round}: {problem}</translation>
    </message>
    <message>
        <source>Saved as {name}: choose it in the Contract game list in a later game.</source>
        <translation>Gespeichert als {name}: wähle es in einem späteren Spiel in der Liste Kontraktspiel.</translation>
    </message>
    <message>
        <source>Saved as {name}: choose it in the Contract game list in a later game. Only the rounds are kept, not the house rules ({changed} changed): set those on the House rules tab.</source>
        <translation>Gespeichert als {name}: wähle es in einem späteren Spiel in der Liste Kontraktspiel. Nur die Runden werden behalten, nicht die Hausregeln ({changed} geändert): stelle diese im Reiter Hausregeln ein.</translation>
    </message>
    <message>
        <source>The round can be played, with this game&apos;s house rules ({changed} changed).</source>
        <translation>Die Runde kann gespielt werden, mit den Hausregeln dieses Spiels ({changed} geändert).</translation>
    </message>
    <message>
        <source>The round can be played.</source>
        <translation>Die Runde kann gespielt werden.</translation>
    </message>
    <message>
        <source>These rounds cannot be saved yet: {problem}</source>
        <translation>Diese Runden können noch nicht gespeichert werden: {problem}</translation>
    </message>
    <message>
        <source>These rounds cannot be shared yet: {problem}</source>
        <translation>Diese Runden können noch nicht weitergegeben werden: {problem}</translation>
    </message>
    <message>
        <source>Type a name for these rounds first, then Save as.</source>
        <translation>Gib diesen Runden zuerst einen Namen, dann Speichern unter.</translation>
    </message>
    <message>
        <source>Your own rounds (Contracts tab)</source>
        <translation>Deine eigenen Runden (Reiter Kontrakte)</translation>
    </message>
    <message>
        <source>a name for these rounds</source>
        <translation>ein Name für diese Runden</translation>
    </message>
    <message>
        <source>{name} (yours)</source>
        <extracomment>A list of rounds the player saved under a name of their own.</extracomment>
        <translation>{name} (deine)</translation>
    </message>
    <message>
        <source>{name} is a game the app knows: give your rounds a new name.</source>
        <translation>{name} ist ein Spiel, das die App kennt: gib deinen Runden einen neuen Namen.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>Tisch &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;Nicht speichern</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&apos;{file}&apos; is open, but Open Recent cannot list it: its name is not UTF-8 text.</source>
        <translation>„{file}“ ist geöffnet, aber Zuletzt geöffnet kann die Datei nicht aufführen: ihr Name ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <source>A network table&apos;s game is kept by its host: not saved here</source>
        <translation>Das Spiel eines Netzwerktisches bewahrt sein Gastgeber auf: hier nicht gespeichert</translation>
    </message>
    <message>
        <source>A new game is dealt</source>
        <translation>Ein neues Spiel wird gegeben</translation>
    </message>
    <message>
        <source>Close your table</source>
        <translation>Deinen Tisch schließen</translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>Dein letztes Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>If you don&apos;t save, the moves of this game are lost.</source>
        <translation>Wenn du nicht speicherst, gehen die Züge dieses Spiels verloren.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The title of a box saying why a game could not be opened.</extracomment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>Das unterbrochene Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Resumed where the game stopped</source>
        <translation>Dort fortgesetzt, wo das Spiel aufgehört hat</translation>
    </message>
    <message>
        <source>Rummy Desktop games (*.rummy)</source>
        <extracomment>The file dialogs&apos; filter: the name of the game&apos;s save files, then their pattern.</extracomment>
        <translation>Rummy-Desktop-Spiele (*.rummy)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The title of a box saying why a game could not be saved.</extracomment>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Gespeichert in {file}</translation>
    </message>
    <message>
        <source>The game ends for everyone at it, and it is not kept to host again.</source>
        <translation>Das Spiel endet für alle am Tisch und wird nicht aufbewahrt, um es erneut zu eröffnen.</translation>
    </message>
    <message>
        <source>The others play on: after a while a computer takes your seat.</source>
        <translation>Die anderen spielen weiter: nach einer Weile übernimmt ein Computer deinen Platz.</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Ungespeichertes Spiel</translation>
    </message>
    <message>
        <source>{game}, deal {seed}</source>
        <extracomment>The window&apos;s title for a game not saved yet: &quot;Hillbilly Rummy, deal 1234&quot;.</extracomment>
        <translation>{game}, Verteilung {seed}</translation>
    </message>
</context>
<context>
    <name>GuideWords</name>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>Guide closed: Help ▸ Guided first round opens it again</source>
        <extracomment>The menu path as the Help menu says it.</extracomment>
        <translation>Anleitung geschlossen: Hilfe ▸ Geführte erste Runde öffnet sie wieder</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Anleitung überspringen</translation>
    </message>
    <message>
        <source>Step {number}: {step}</source>
        <translation>Schritt {number}: {step}</translation>
    </message>
    <message>
        <source>Watch the other player&apos;s move…</source>
        <translation>Schau dem Zug des anderen Spielers zu…</translation>
    </message>
    <message>
        <source>Welcome: choose how to start</source>
        <translation>Willkommen: wähle, wie du beginnen willst</translation>
    </message>
    <message>
        <source>Well done: you have gone out! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>Gut gemacht: du hast ausgemacht! Spiel weiter bis zum Ende der Runde; Hilfe ▸ Geführte erste Runde startet die Anleitung erneut.</translation>
    </message>
    <message>
        <source>Well done: you have laid down your contract! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>Gut gemacht: du hast deinen Kontrakt ausgelegt! Spiel weiter bis zum Ende der Runde; Hilfe ▸ Geführte erste Runde startet die Anleitung erneut.</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Playing without a mouse or without sight</source>
        <translation>Spielen ohne Maus oder ohne Sehvermögen</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>A discard the next player passes by may be bought by the others (with a penalty card).</source>
        <translation>Eine Ablagekarte, die der nächste Spieler liegen lässt, dürfen die anderen kaufen (mit einer Strafkarte).</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is cards of one suit in order.</source>
        <translation>Ein Satz sind drei oder mehr Karten gleichen Werts; eine Folge sind Karten einer Farbe der Reihe nach.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is three or more of a suit in order.</source>
        <translation>Ein Satz sind drei oder mehr Karten gleichen Werts; eine Folge sind drei oder mehr Karten einer Farbe der Reihe nach.</translation>
    </message>
    <message>
        <source>A wild card stands in for any card in a meld, as many as you like.</source>
        <translation>Eine wilde Karte ersetzt jede Karte in einer Kombination, so viele du willst.</translation>
    </message>
    <message>
        <source>After someone goes out, each other player has one last turn.</source>
        <translation>Wenn jemand ausgemacht hat, hat jeder andere Spieler noch einen letzten Zug.</translation>
    </message>
    <message>
        <source>Cards outside melds count: an ace 1, 2 to 10 their number, faces 10, a wild 15.</source>
        <translation>Karten außerhalb von Kombinationen zählen: ein Ass 1, 2 bis 10 ihre Zahl, Bilder 10, eine wilde Karte 15.</translation>
    </message>
    <message>
        <source>Each round has a contract, shown at the top: the melds you must lay down together.</source>
        <translation>Jede Runde hat einen Kontrakt, oben angezeigt: die Kombinationen, die du zusammen auslegen musst.</translation>
    </message>
    <message>
        <source>End your turn by discarding one card onto the discard pile.</source>
        <translation>Beende deinen Zug, indem du eine Karte auf den Ablagestapel legst.</translation>
    </message>
    <message>
        <source>Hillbilly Rummy is played over ten rounds; the lowest total wins.</source>
        <translation>Hillbilly Rummy wird über zehn Runden gespielt; die niedrigste Summe gewinnt.</translation>
    </message>
    <message>
        <source>In each round one rank is wild: 3s in round one, 4s in round two … kings last.</source>
        <translation>In jeder Runde ist ein Wert wild: Dreier in Runde eins, Vierer in Runde zwei … zuletzt Könige.</translation>
    </message>
    <message>
        <source>In hand a joker costs 50, an ace 15, a 10 to king 10, a 2 to 9 five points.</source>
        <translation>Auf der Hand kostet ein Joker 50, ein Ass 15, eine 10 bis König 10, eine 2 bis 9 fünf Punkte.</translation>
    </message>
    <message>
        <source>Jokers are wild: at most one wild card stands in for a missing card in each meld.</source>
        <translation>Joker sind wild: in jeder Kombination ersetzt höchstens eine wilde Karte eine fehlende Karte.</translation>
    </message>
    <message>
        <source>On your turn, draw a card: from the stock, or the top card of the discard pile.</source>
        <translation>Ziehe in deinem Zug eine Karte: vom Talon oder die oberste Karte des Ablagestapels.</translation>
    </message>
    <message>
        <source>On your turn, draw from the stock or take the top card of the discard pile.</source>
        <translation>Ziehe in deinem Zug vom Talon oder nimm die oberste Karte des Ablagestapels.</translation>
    </message>
    <message>
        <source>Once you hold the contract, lay it all down; then lay cards off on any meld.</source>
        <translation>Sobald du den Kontrakt hast, lege ihn ganz aus; dann lege Karten an beliebige Kombinationen an.</translation>
    </message>
    <message>
        <source>The lowest total after the last round wins.</source>
        <translation>Die niedrigste Summe nach der letzten Runde gewinnt.</translation>
    </message>
    <message>
        <source>The round ends when someone plays their last card: the others score their cards.</source>
        <translation>Die Runde endet, wenn jemand seine letzte Karte ausspielt: die anderen zählen ihre Karten.</translation>
    </message>
    <message>
        <source>Then discard one card: your hand always goes back to the round&apos;s size.</source>
        <translation>Dann lege eine Karte ab: deine Hand kehrt immer zur Größe der Runde zurück.</translation>
    </message>
    <message>
        <source>Three Thirteen is played over eleven rounds, from 3 cards up to 13.</source>
        <translation>Three Thirteen wird über elf Runden gespielt, von 3 bis zu 13 Karten.</translation>
    </message>
    <message>
        <source>When every card but the one you discard fits in melds, you may go out.</source>
        <translation>Wenn jede Karte außer der abgelegten in Kombinationen passt, darfst du ausmachen.</translation>
    </message>
</context>
<context>
    <name>Leaving</name>
    <message>
        <source>Close your network table to host a table?</source>
        <translation>Deinen Netzwerktisch schließen, um einen Tisch zu eröffnen?</translation>
    </message>
    <message>
        <source>Close your network table to join a table?</source>
        <translation>Deinen Netzwerktisch schließen, um dich an einen Tisch zu setzen?</translation>
    </message>
    <message>
        <source>Close your network table to open another game?</source>
        <translation>Deinen Netzwerktisch schließen, um ein anderes Spiel zu öffnen?</translation>
    </message>
    <message>
        <source>Close your network table to quit?</source>
        <translation>Deinen Netzwerktisch schließen, um das Programm zu beenden?</translation>
    </message>
    <message>
        <source>Close your network table to start a new game?</source>
        <translation>Deinen Netzwerktisch schließen, um ein neues Spiel zu beginnen?</translation>
    </message>
    <message>
        <source>Close your network table to start the guided round?</source>
        <translation>Deinen Netzwerktisch schließen, um die geführte Runde zu beginnen?</translation>
    </message>
    <message>
        <source>Close your network table?</source>
        <translation>Deinen Netzwerktisch schließen?</translation>
    </message>
    <message>
        <source>Leave the network table to host a table?</source>
        <translation>Den Netzwerktisch verlassen, um einen Tisch zu eröffnen?</translation>
    </message>
    <message>
        <source>Leave the network table to join a table?</source>
        <translation>Den Netzwerktisch verlassen, um dich an einen Tisch zu setzen?</translation>
    </message>
    <message>
        <source>Leave the network table to open another game?</source>
        <translation>Den Netzwerktisch verlassen, um ein anderes Spiel zu öffnen?</translation>
    </message>
    <message>
        <source>Leave the network table to quit?</source>
        <translation>Den Netzwerktisch verlassen, um das Programm zu beenden?</translation>
    </message>
    <message>
        <source>Leave the network table to start a new game?</source>
        <translation>Den Netzwerktisch verlassen, um ein neues Spiel zu beginnen?</translation>
    </message>
    <message>
        <source>Leave the network table to start the guided round?</source>
        <translation>Den Netzwerktisch verlassen, um die geführte Runde zu beginnen?</translation>
    </message>
    <message>
        <source>Leave the network table?</source>
        <translation>Den Netzwerktisch verlassen?</translation>
    </message>
    <message>
        <source>Save “{title}” before you host a table?</source>
        <translation>„{title}“ speichern, bevor du einen Tisch eröffnest?</translation>
    </message>
    <message>
        <source>Save “{title}” before you join a table?</source>
        <translation>„{title}“ speichern, bevor du dich an einen Tisch setzt?</translation>
    </message>
    <message>
        <source>Save “{title}” before you open another game?</source>
        <translation>„{title}“ speichern, bevor du ein anderes Spiel öffnest?</translation>
    </message>
    <message>
        <source>Save “{title}” before you quit?</source>
        <translation>„{title}“ speichern, bevor du das Programm beendest?</translation>
    </message>
    <message>
        <source>Save “{title}” before you start a new game?</source>
        <translation>„{title}“ speichern, bevor du ein neues Spiel beginnst?</translation>
    </message>
    <message>
        <source>Save “{title}” before you start the guided round?</source>
        <translation>„{title}“ speichern, bevor du die geführte Runde beginnst?</translation>
    </message>
    <message>
        <source>Save “{title}” first?</source>
        <translation>„{title}“ zuerst speichern?</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;About {app}</source>
        <translation>Ü&amp;ber {app}</translation>
    </message>
    <message>
        <source>&amp;Arrange into melds</source>
        <extracomment>Order the hand so that its possible melds sit together.</extracomment>
        <translation>In &amp;Kombinationen ordnen</translation>
    </message>
    <message>
        <source>&amp;Buy the discard</source>
        <extracomment>Out of turn: take the card just discarded (and penalty cards, by the house rules).</extracomment>
        <translation>Ablagekarte &amp;kaufen</translation>
    </message>
    <message>
        <source>&amp;Card size</source>
        <translation>Karten&amp;größe</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>Vom &amp;Talon ziehen</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Go out</source>
        <extracomment>Get rid of one&apos;s last cards and end the round.</extracomment>
        <translation>Aus&amp;machen</translation>
    </message>
    <message>
        <source>&amp;Guided first round…</source>
        <translation>&amp;Geführte erste Runde…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <extracomment>Network play: open a table on this computer that others join.</extracomment>
        <translation>Einen Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Einem Tisch bei&amp;treten…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Lay down</source>
        <translation>&amp;Auslegen</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Pass on the buy</source>
        <extracomment>Decline to buy the card just discarded.</extracomment>
        <translation>Auf den Kauf &amp;verzichten</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Read the situation aloud</source>
        <translation>Spiellage vor&amp;lesen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Take the discard</source>
        <extracomment>Take the top card of the discard pile.</extracomment>
        <translation>Ablagekarte &amp;nehmen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Animation s&amp;peed</source>
        <translation>Animations&amp;tempo</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Gewählte Karte ablegen</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Größer</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Größere Karten</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Am größten</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Noch keine gespeicherten Partien</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Playing without a mouse or without &amp;sight</source>
        <translation>Spielen ohne Maus oder ohne Seh&amp;vermögen</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Einstellun&amp;gen…</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <extracomment>Replay the game move by move with every hand shown.</extracomment>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <source>Review a saved &amp;game…</source>
        <translation>Gespeicherte Partie ana&amp;lysieren…</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>T&amp;on</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Short sounds for draws, discards, laying down, buys, going out and a round&apos;s end</source>
        <translation>Kurze Töne beim Ziehen, Ablegen, Auslegen, Kaufen, Ausmachen und am Ende einer Runde</translation>
    </message>
    <message>
        <source>Smaller</source>
        <translation>Kleiner</translation>
    </message>
    <message>
        <source>Smaller cards</source>
        <translation>Kleinere Karten</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Nach &amp;Wert sortieren</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Nach &amp;Farbe sortieren</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Tisch &amp;öffnen</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>Am Tisch:</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat line</source>
        <translation>Chatzeile</translation>
    </message>
    <message>
        <source>Choose a table code to tell those who join</source>
        <translation>Wähle einen Tischcode für die, die beitreten</translation>
    </message>
    <message>
        <source>Computers play the seats nobody has taken yet</source>
        <translation>Computer spielen die Plätze, die noch niemand eingenommen hat</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Looking for tables… (or type the host&apos;s address below)</source>
        <translation>Suche nach Tischen… (oder gib unten die Adresse des Gastgebers ein)</translation>
    </message>
    <message>
        <source>Make at least one more seat a person&apos;s: somebody who joins</source>
        <translation>Mach mindestens einen weiteren Platz zu einem Menschenplatz: für jemanden, der beitritt</translation>
    </message>
    <message>
        <source>Pick a table above, or type the host&apos;s address</source>
        <translation>Wähle oben einen Tisch oder gib die Adresse des Gastgebers ein</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>The network port the table listens on.</extracomment>
        <translation>Port</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Sag etwas zum Tisch</translation>
    </message>
    <message>
        <source>Table &amp;code:</source>
        <translation>Tisch&amp;code:</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tische in diesem Netzwerk:</translation>
    </message>
    <message>
        <source>The first person&apos;s seat is yours. Each other person&apos;s seat waits for somebody who joins with the code; computers play their seats here.</source>
        <translation>Der erste Menschenplatz ist deiner. Jeder weitere Menschenplatz wartet auf jemanden, der mit dem Code beitritt; Computer spielen ihre Plätze hier.</translation>
    </message>
    <message>
        <source>The first seat is yours: make it a person&apos;s seat</source>
        <translation>Der erste Platz ist deiner: mach ihn zu einem Menschenplatz</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>The table&apos;s lobby</source>
        <translation>Vorraum des Tisches</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table</source>
        <translation>Gib deinen Namen ein: die anderen sehen ihn am Tisch</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Warten auf den Gastgeber…</translation>
    </message>
    <message>
        <source>Waiting for the others…</source>
        <translation>Warten auf die anderen…</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {game}, %n seat(s) free ({address}:{port})</source>
        <extracomment>A table found on the network: its host&apos;s name, its game, its free seats.</extracomment>
        <translation>
            <numerusform>{name}: {game}, %n Platz frei ({address}:{port})</numerusform>
            <numerusform>{name}: {game}, %n Plätze frei ({address}:{port})</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}. (free: a computer plays it if nobody joins)</source>
        <translation>{seat}. (frei: ein Computer spielt ihn, wenn niemand beitritt)</translation>
    </message>
    <message>
        <source>{seat}. {name}</source>
        <translation>{seat}. {name}</translation>
    </message>
    <message>
        <source>{seat}. {name} (computer)</source>
        <translation>{seat}. {name} (Computer)</translation>
    </message>
    <message>
        <source>{seat}. {name} (not connected)</source>
        <translation>{seat}. {name} (nicht verbunden)</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>&amp;Contracts</source>
        <translation>&amp;Kontrakte</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <extracomment>The button that starts the game: deal the cards.</extracomment>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <source>&amp;Game and players</source>
        <translation>&amp;Spiel und Spieler</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>Con&amp;tract game:</source>
        <extracomment>Its letter must differ from the Game tab&apos;s (Alt+G in English).</extracomment>
        <translation>Kon&amp;traktspiel:</translation>
    </message>
    <message numerus="yes">
        <source>Contract rummy: %n round(s) of contracts, jokers wild, buying</source>
        <translation>
            <numerusform>Kontrakt-Rommé: %n Runde mit Kontrakten, Joker wild, Kaufen</numerusform>
            <numerusform>Kontrakt-Rommé: %n Runden mit Kontrakten, Joker wild, Kaufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Partienummer</translation>
    </message>
    <message>
        <source>Deal number (empty: random)</source>
        <translation>Partienummer (leer: zufällig)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>&amp;Hausregeln</translation>
    </message>
    <message numerus="yes">
        <source>House &amp;rules (%n changed)</source>
        <translation>
            <numerusform>&amp;Hausregeln (%n geändert)</numerusform>
            <numerusform>&amp;Hausregeln (%n geändert)</numerusform>
        </translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Leave empty for a new deal. The same number, game, players and house rules deal the same cards, so a game can be replayed or shared.</source>
        <translation>Leer lassen für eine neue Verteilung. Dieselbe Nummer, dasselbe Spiel, dieselben Spieler und Hausregeln geben dieselben Karten, so lässt sich eine Partie wiederholen oder weitergeben.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>&amp;Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Point at a rule, or move to it with Tab, to read what it does.</source>
        <translation>Zeige auf eine Regel oder gehe mit Tab zu ihr, um zu lesen, was sie bewirkt.</translation>
    </message>
    <message>
        <source>R&amp;estore the defaults</source>
        <extracomment>Its letter must differ from the House rules tab&apos;s (Alt+R in English).</extracomment>
        <translation>Standard&amp;werte wiederherstellen</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: name</source>
        <translation>Platz {seat}: Name</translation>
    </message>
    <message>
        <source>Seat {seat}: who plays</source>
        <translation>Platz {seat}: wer spielt</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>Shown in the empty Deal number box: the cards are dealt at random.</extracomment>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>{game}: {blurb}</source>
        <extracomment>A game to choose: its name, then what it is in a few words.</extracomment>
        <translation>{game}: {blurb}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Animations&amp;tempo:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>&amp;Sort my hand:</source>
        <translation>Meine Hand s&amp;ortieren:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>Tisch&amp;farbe:</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Wie ausgeteilt</translation>
    </message>
    <message>
        <source>As&amp;k before I blunder (coach mode; the game counts as assisted)</source>
        <translation>Vor einem &amp;Patzer nachfragen (Coach-Modus; die Partie gilt als unterstützt)</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Nach Wert</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rückseite:</translation>
    </message>
    <message>
        <source>Clear the Open Recent list</source>
        <translation>Liste „Zuletzt geöffnet“ leeren</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Coach:</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <extracomment>Who plays a seat: the computer, at a level (&quot;easy&quot;, &quot;medium&quot;, &quot;hard&quot;).</extracomment>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>Who plays a seat: a person at this screen.</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Lang&amp;uage:</source>
        <translation>Spr&amp;ache:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Restore the defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: name</source>
        <translation>Platz {seat}: Name</translation>
    </message>
    <message>
        <source>Seat {seat}: who plays</source>
        <translation>Platz {seat}: wer spielt</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <extracomment>The first choice of Preferences ▸ Language: the system&apos;s, named in brackets.</extracomment>
        <translation>Systemsprache ({language})</translation>
    </message>
    <message>
        <source>The game and players a new game starts with.</source>
        <translation>Das Spiel und die Spieler, mit denen ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>The game speaks {language} from its next start.</source>
        <translation>Ab dem nächsten Start ist das Spiel auf {language}.</translation>
    </message>
    <message>
        <source>The house rules a new game of this kind starts with. Changed rules are bold.</source>
        <translation>Die Hausregeln, mit denen ein neues Spiel dieser Art beginnt. Geänderte Regeln sind fett.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Your name &apos;{name}&apos; holds characters that do not print (controls, invisible or direction marks).</source>
        <translation>Dein Name „{name}“ enthält Zeichen, die nicht angezeigt werden (Steuerzeichen, unsichtbare Zeichen oder Richtungszeichen).</translation>
    </message>
    <message>
        <source>{game} rules</source>
        <extracomment>A tab: the house rules a new game of this kind starts with.</extracomment>
        <translation>Regeln für {game}</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Coach</source>
        <extracomment>The title of coach mode&apos;s question: the move is a blunder, play it anyway?</extracomment>
        <translation>Coach</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>(gave up about {loss} points) · played &lt;b&gt;{played}&lt;/b&gt;, better &lt;b&gt;{best}&lt;/b&gt;</source>
        <extracomment>{played} and {best}: the move made and the better one, in card notation.</extracomment>
        <translation>(etwa {loss} Punkte verschenkt) · gespielt &lt;b&gt;{played}&lt;/b&gt;, besser &lt;b&gt;{best}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>At that moment {name} held: {cards} · discard {top} &lt;small&gt;(green: the better move&apos;s card; red: the card played)&lt;/small&gt;</source>
        <translation>In diesem Moment hielt {name}: {cards} · Ablage {top} &lt;small&gt;(grün: die Karte des besseren Zugs; rot: die gespielte Karte)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Coach: {sign} {mark}</source>
        <extracomment>The coach&apos;s mark for a move: {sign} is ★, ✓, ?!, ? or ??; {mark} its name.</extracomment>
        <translation>Coach: {sign} {mark}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Letzter</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Zug {move} von {moves}</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Next: {who} ({phase}) · stock {stock} · discard {top}</source>
        <extracomment>Who moves next and what they are to do; the stock&apos;s size; the discard pile&apos;s top.</extracomment>
        <translation>Als Nächstes: {who} ({phase}) · Talon {stock} · Ablage {top}</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Voriger</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>Analyse: {title}</translation>
    </message>
    <message>
        <source>Round {round}: {move}</source>
        <translation>Runde {round}: {move}</translation>
    </message>
    <message>
        <source>R{round}</source>
        <extracomment>A column of the scores by round: R1 is round 1&apos;s points.</extracomment>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>Scores by round</source>
        <translation>Punkte je Runde</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>Die Stellung</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Warum: {reason}</translation>
    </message>
    <message>
        <source>Your run: {cards}</source>
        <translation>Deine Folge: {cards}</translation>
    </message>
    <message>
        <source>Your set: {cards}</source>
        <translation>Dein Satz: {cards}</translation>
    </message>
    <message>
        <source>buy offer</source>
        <translation>Kaufangebot</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>die Runde ist vorbei</translation>
    </message>
    <message>
        <source>to draw</source>
        <translation>zieht</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>spielt aus</translation>
    </message>
    <message>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Folge von {name}: {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s set: {cards}</source>
        <translation>Satz von {name}: {cards}</translation>
    </message>
</context>
<context>
    <name>RoundEnd</name>
    <message>
        <source>Cards left</source>
        <translation>Restkarten</translation>
    </message>
    <message>
        <source>Cards: {cards}</source>
        <extracomment>A player&apos;s cards at the round&apos;s end, for a screen reader: &quot;Cards: 7♥, 8♥, JK as 9♥&quot;.</extracomment>
        <translation>Karten: {cards}</translation>
    </message>
    <message>
        <source>Deal round {round}</source>
        <translation>Runde {round} geben</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Nobody went out: every player is down and no card left can ever be laid off.</source>
        <translation>Niemand hat ausgemacht: alle Spieler haben ausgelegt, und keine übrige Karte lässt sich je anlegen.</translation>
    </message>
    <message numerus="yes">
        <source>Nobody went out: nobody laid down while the stock was refilled %n time(s).</source>
        <translation>
            <numerusform>Niemand hat ausgemacht: niemand hat ausgelegt, während der Talon %n-mal neu gefüllt wurde.</numerusform>
            <numerusform>Niemand hat ausgemacht: niemand hat ausgelegt, während der Talon %n-mal neu gefüllt wurde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody went out: the stock ran out.</source>
        <translation>Niemand hat ausgemacht: der Talon ist aufgebraucht.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>The column of the points scored in this round.</extracomment>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>Runde {round} ist vorbei</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} von {rounds}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Du hast ausgemacht.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <source>all melded</source>
        <extracomment>A tag beside a player&apos;s name: every card of the hand is in a meld.</extracomment>
        <translation>alles ausgelegt</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>keine Karten mehr</translation>
    </message>
    <message>
        <source>went out</source>
        <extracomment>A tag beside the name of the player who went out.</extracomment>
        <translation>hat ausgemacht</translation>
    </message>
    <message>
        <source>{card} as {what}</source>
        <extracomment>A melded wild card and the card it stands for: &quot;JK as 7♥&quot;.</extracomment>
        <translation>{card} als {what}</translation>
    </message>
    <message>
        <source>{first} and {second} share the win!</source>
        <translation>{first} und {second} teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>{game}, round {round} of {rounds}: {contract}</source>
        <extracomment>{game}: a contract game&apos;s name; {contract}: the melds the round asked for.</extracomment>
        <translation>{game}, Runde {round} von {rounds}: {contract}</translation>
    </message>
    <message>
        <source>{names} and {last} share the win!</source>
        <extracomment>Three or more winners: &quot;Ann, Bo and Cy share the win!&quot;</extracomment>
        <translation>{names} und {last} teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} hat ausgemacht.</translation>
    </message>
    <message>
        <source>{name} wins the game!</source>
        <translation>{name} gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>{total}
lowest</source>
        <extracomment>A total, with &quot;lowest&quot; on the line under it: the lowest total so far.</extracomment>
        <translation>{total}
niedrigste</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>Beside the box of the number of decks for this many players (always 2 or more).</extracomment>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) of its own</source>
        <extracomment>A house rule&apos;s value: the game plays a list of rounds of its own.</extracomment>
        <translation>
            <numerusform>%n eigene Runde</numerusform>
            <numerusform>%n eigene Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>1 per deck</source>
        <translation>1 pro Deck</translation>
    </message>
    <message>
        <source>10 to K</source>
        <translation>10 bis K</translation>
    </message>
    <message>
        <source>2 per deck</source>
        <translation>2 pro Deck</translation>
    </message>
    <message>
        <source>2 to 9</source>
        <translation>2 bis 9</translation>
    </message>
    <message>
        <source>2 to 9 at face value</source>
        <translation>2 bis 9 nach Augenzahl</translation>
    </message>
    <message>
        <source>2 to 9: their own number</source>
        <translation>2 bis 9: ihre Augenzahl</translation>
    </message>
    <message>
        <source>A 2 may count as a plain 2</source>
        <translation>Eine 2 darf als gewöhnliche 2 zählen</translation>
    </message>
    <message>
        <source>A 2 to 9 left in hand scores its own number instead of the 2-to-9 value above.</source>
        <translation>Eine 2 bis 9, die auf der Hand bleibt, zählt ihre Augenzahl statt des Werts für 2 bis 9 oben.</translation>
    </message>
    <message>
        <source>A meld must hold at least one natural card.</source>
        <translation>Jede Kombination muss mindestens eine echte Karte enthalten.</translation>
    </message>
    <message>
        <source>A run may hold an ace at one end only (A…K at most).</source>
        <translation>Eine Folge darf nur an einem Ende ein Ass haben (höchstens A…K).</translation>
    </message>
    <message>
        <source>A two-player game uses a single 52-card deck.</source>
        <translation>Eine Partie zu zweit wird mit einem einzigen Deck zu 52 Karten gespielt.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Ace high in the draw for dealer</source>
        <translation>Ass hoch beim Ziehen um den Geber</translation>
    </message>
    <message>
        <source>All 2s are wild as well as jokers; a 2 left in hand scores 20.</source>
        <translation>Alle Zweier sind wilde Karten, wie die Joker; eine 2, die auf der Hand bleibt, zählt 20.</translation>
    </message>
    <message>
        <source>All-at-once rounds: extra melds</source>
        <translation>Runden in einem Zug: weitere Kombinationen</translation>
    </message>
    <message>
        <source>All-at-once rounds: no discard</source>
        <translation>Runden in einem Zug: ohne Ablegen</translation>
    </message>
    <message>
        <source>Buy back your own discard</source>
        <translation>Eigene abgelegte Karte zurückkaufen</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>Buys per round</source>
        <translation>Käufe pro Runde</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Kartenwerte</translation>
    </message>
    <message>
        <source>Cards, stock and ties</source>
        <translation>Karten, Talon und Gleichstand</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Kontrakte</translation>
    </message>
    <message>
        <source>Decks by players</source>
        <translation>Decks nach Spielerzahl</translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation>Standard: {value}</translation>
    </message>
    <message>
        <source>Deuces wild</source>
        <translation>Zweier sind wild</translation>
    </message>
    <message>
        <source>Down players draw from the stock</source>
        <translation>Wer ausgelegt hat, zieht vom Talon</translation>
    </message>
    <message>
        <source>Down-and-out bonus</source>
        <translation>Handrommé-Bonus</translation>
    </message>
    <message>
        <source>Each meld of the lay-down must be exactly the contract&apos;s length.</source>
        <translation>Jede Kombination der Auslage muss genau die Länge aus dem Kontrakt haben.</translation>
    </message>
    <message>
        <source>Equal lowest totals</source>
        <translation>Gleichstand bei der niedrigsten Summe</translation>
    </message>
    <message>
        <source>Every card of a set must be of a different suit.</source>
        <translation>Jede Karte eines Satzes muss eine andere Farbe haben.</translation>
    </message>
    <message>
        <source>Exact contract lengths</source>
        <translation>Genaue Kontraktlängen</translation>
    </message>
    <message>
        <source>Exact number of decks</source>
        <translation>Genaue Anzahl der Decks</translation>
    </message>
    <message>
        <source>Extra cards a buyer takes from the stock (0 to 2).</source>
        <translation>Zusätzliche Karten, die ein Käufer vom Talon nimmt (0 bis 2).</translation>
    </message>
    <message>
        <source>Extra melds with the contract</source>
        <translation>Weitere Kombinationen zum Kontrakt</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Erster Geber</translation>
    </message>
    <message>
        <source>Five Crowns scoring</source>
        <translation>Wertung wie bei Five Crowns</translation>
    </message>
    <message>
        <source>Give the natural card a wild stands for and take the wild.</source>
        <translation>Gib die echte Karte, für die eine wilde Karte steht, und nimm dir die wilde Karte.</translation>
    </message>
    <message>
        <source>Go out with a discard</source>
        <translation>Mit Ablegen ausmachen</translation>
    </message>
    <message>
        <source>Going out and scoring</source>
        <translation>Ausmachen und Wertung</translation>
    </message>
    <message>
        <source>How long a discard stays on offer.</source>
        <translation>Wie lange eine abgelegte Karte zum Kauf steht.</translation>
    </message>
    <message>
        <source>How many buys each player has in each round.</source>
        <translation>Wie viele Käufe jeder Spieler in jeder Runde hat.</translation>
    </message>
    <message>
        <source>How many decks are shuffled together for each number of players at the table.</source>
        <translation>Wie viele Decks für jede Spielerzahl am Tisch zusammengemischt werden.</translation>
    </message>
    <message>
        <source>How many jokers each deck brings. Jokers are always wild.</source>
        <translation>Wie viele Joker jedes Deck mitbringt. Joker sind immer wilde Karten.</translation>
    </message>
    <message>
        <source>How many wild cards one meld may hold.</source>
        <translation>Wie viele wilde Karten eine Kombination enthalten darf.</translation>
    </message>
    <message>
        <source>How the first dealer is chosen.</source>
        <translation>Wie der erste Geber bestimmt wird.</translation>
    </message>
    <message>
        <source>If you took the upcard you may not discard that same card in the same turn.</source>
        <translation>Wer die offene Karte genommen hat, darf genau diese Karte im selben Zug nicht wieder ablegen.</translation>
    </message>
    <message>
        <source>In a round played all at once (round 10) you go out by melding every card, with no discard.</source>
        <translation>In einer Runde in einem Zug (Runde 10) machst du aus, indem du alle Karten auslegst, ohne abzulegen.</translation>
    </message>
    <message>
        <source>In a round played all at once (round 10) you may lay down melds beyond the contract when you go out.</source>
        <translation>In einer Runde in einem Zug (Runde 10) darfst du beim Ausmachen mehr Kombinationen auslegen, als der Kontrakt verlangt.</translation>
    </message>
    <message>
        <source>In rounds 1 to 9 you must end by discarding, not by laying off your last card.</source>
        <translation>In den Runden 1 bis 9 musst du mit Ablegen enden, nicht mit dem Anlegen deiner letzten Karte.</translation>
    </message>
    <message>
        <source>In the draw for dealer the ace is the highest card; off: the lowest.</source>
        <translation>Beim Ziehen um den Geber ist das Ass die höchste Karte; aus: die niedrigste.</translation>
    </message>
    <message>
        <source>J 11, Q 12, K 13, a wild of the round 20, a joker 50.</source>
        <translation>B 11, D 12, K 13, die wilde Karte der Runde 20, ein Joker 50.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Joker points</source>
        <translation>Jokerpunkte</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Largest set</source>
        <translation>Größter Satz</translation>
    </message>
    <message>
        <source>Lay off the natural a wild stands for and the wild slides to either end of the run.</source>
        <translation>Lege die echte Karte an, für die eine wilde Karte steht, und die wilde Karte rückt an ein Ende der Folge.</translation>
    </message>
    <message>
        <source>Laying down and off</source>
        <translation>Auslegen und Anlegen</translation>
    </message>
    <message>
        <source>Limit the wild cards in one meld (no limit by default).</source>
        <translation>Begrenzt die wilden Karten in einer Kombination (standardmäßig unbegrenzt).</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <source>Melds and scoring</source>
        <translation>Kombinationen und Wertung</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>New melds after going down</source>
        <translation>Neue Kombinationen nach dem Auslegen</translation>
    </message>
    <message>
        <source>No all-wild melds</source>
        <translation>Keine Kombinationen nur aus wilden Karten</translation>
    </message>
    <message>
        <source>No going out on the first lap</source>
        <translation>Kein Ausmachen im ersten Umlauf</translation>
    </message>
    <message>
        <source>No lay-offs on the lay-down turn</source>
        <translation>Kein Anlegen im Zug des Auslegens</translation>
    </message>
    <message>
        <source>No throwing back the card you took</source>
        <translation>Genommene Karte nicht gleich wieder ablegen</translation>
    </message>
    <message>
        <source>Nobody may go out until everyone has had one turn.</source>
        <translation>Niemand darf ausmachen, bevor alle einmal am Zug waren.</translation>
    </message>
    <message>
        <source>Once down you may still start new melds on later turns.</source>
        <translation>Nach dem Auslegen darfst du in späteren Zügen noch neue Kombinationen beginnen.</translation>
    </message>
    <message>
        <source>Once down, you may lay off a card identical to a natural in the middle of a run.</source>
        <translation>Nach dem Auslegen darfst du eine Karte anlegen, die einer echten Karte in der Mitte einer Folge gleicht.</translation>
    </message>
    <message>
        <source>Once you are down you may not take the upcard.</source>
        <translation>Wer ausgelegt hat, darf die offene Karte nicht mehr nehmen.</translation>
    </message>
    <message>
        <source>One deck for two players</source>
        <translation>Ein Deck für zwei Spieler</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Penalty cards per buy</source>
        <translation>Strafkarten pro Kauf</translation>
    </message>
    <message>
        <source>Play with exactly this many decks whatever the number of players (too few to deal the last round is refused).</source>
        <translation>Mit genau so vielen Decks spielen, egal wie viele Spieler (reichen sie für die letzte Runde nicht, wird es abgelehnt).</translation>
    </message>
    <message>
        <source>Points taken off a player who lays down and goes out in one turn (0: off).</source>
        <translation>Punkte, die einem Spieler abgezogen werden, der in einem Zug auslegt und ausmacht (0: aus).</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Runs stop at 13 cards</source>
        <translation>Folgen enden bei 13 Karten</translation>
    </message>
    <message>
        <source>Sets of different ranks</source>
        <translation>Sätze mit verschiedenen Werten</translation>
    </message>
    <message>
        <source>Sets of different suits</source>
        <translation>Sätze aus verschiedenen Farben</translation>
    </message>
    <message>
        <source>Shanghai table (1 to 4 by length)</source>
        <translation>Shanghai-Tabelle (1 bis 4 je nach Länge)</translation>
    </message>
    <message>
        <source>Swap from sets</source>
        <translation>Tausch aus Sätzen</translation>
    </message>
    <message>
        <source>Swap from your own melds</source>
        <translation>Tausch aus eigenen Kombinationen</translation>
    </message>
    <message>
        <source>Swapping a wild off the table</source>
        <translation>Wilde Karte vom Tisch eintauschen</translation>
    </message>
    <message>
        <source>The most cards a set may hold (no limit by default).</source>
        <translation>Höchstzahl der Karten in einem Satz (standardmäßig unbegrenzt).</translation>
    </message>
    <message>
        <source>The name of this list of rounds.</source>
        <translation>Der Name dieser Rundenliste.</translation>
    </message>
    <message>
        <source>The player who threw a card away may buy it back.</source>
        <translation>Wer eine Karte abgelegt hat, darf sie zurückkaufen.</translation>
    </message>
    <message>
        <source>The rounds of the game: cards dealt, the sets and runs each asks, buys, all at once.</source>
        <translation>Die Runden der Partie: ausgeteilte Karten, verlangte Sätze und Folgen, Käufe, in einem Zug.</translation>
    </message>
    <message>
        <source>Twins in the middle of a run</source>
        <translation>Zwillinge in der Mitte einer Folge</translation>
    </message>
    <message>
        <source>Two runs of one suit</source>
        <translation>Zwei Folgen einer Farbe</translation>
    </message>
    <message>
        <source>Two runs of the same suit in one lay-down.</source>
        <translation>Zwei Folgen derselben Farbe in einer Auslage.</translation>
    </message>
    <message>
        <source>Two sets in one lay-down must be of different ranks.</source>
        <translation>Zwei Sätze in einer Auslage müssen verschiedene Werte haben.</translation>
    </message>
    <message>
        <source>Wait for your next turn before adding cards to melds.</source>
        <translation>Warte bis zu deinem nächsten Zug, bevor du an Kombinationen anlegst.</translation>
    </message>
    <message>
        <source>What an unmelded joker scores (15, or 50 in Five Crowns).</source>
        <translation>Was ein nicht ausgelegter Joker zählt (15, oder 50 bei Five Crowns).</translation>
    </message>
    <message>
        <source>What each kind of card left in hand scores at the end of a round.</source>
        <translation>Was jede Kartenart zählt, die am Ende einer Runde auf der Hand bleibt.</translation>
    </message>
    <message>
        <source>What happens when someone must draw and the stock is empty.</source>
        <translation>Was passiert, wenn jemand ziehen muss und der Talon leer ist.</translation>
    </message>
    <message>
        <source>When several players want to buy the same card.</source>
        <translation>Wenn mehrere Spieler dieselbe Karte kaufen wollen.</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Wenn der Talon aufgebraucht ist</translation>
    </message>
    <message>
        <source>When you may buy</source>
        <translation>Wann gekauft werden darf</translation>
    </message>
    <message>
        <source>Who gets a wanted card</source>
        <translation>Wer eine begehrte Karte bekommt</translation>
    </message>
    <message>
        <source>Who wins when several players share the lowest total at the end.</source>
        <translation>Wer gewinnt, wenn am Ende mehrere Spieler gleichauf die niedrigste Summe haben.</translation>
    </message>
    <message>
        <source>Wild card</source>
        <translation>Wilde Karte</translation>
    </message>
    <message>
        <source>Wild cards and dealing</source>
        <translation>Wilde Karten und Geben</translation>
    </message>
    <message>
        <source>Wild cards per meld</source>
        <translation>Wilde Karten pro Kombination</translation>
    </message>
    <message>
        <source>Wild swaps</source>
        <translation>Tausch wilder Karten</translation>
    </message>
    <message>
        <source>Wilds may be swapped out of sets, not only runs.</source>
        <translation>Wilde Karten dürfen auch aus Sätzen eingetauscht werden, nicht nur aus Folgen.</translation>
    </message>
    <message>
        <source>Wilds per meld</source>
        <translation>Wilde Karten pro Kombination</translation>
    </message>
    <message>
        <source>Wilds slide along runs</source>
        <translation>Wilde Karten rücken in Folgen weiter</translation>
    </message>
    <message>
        <source>With deuces wild, a 2 used as itself (a set of 2s, or its own place in a run) is a natural card, not the meld&apos;s wild.</source>
        <translation>Sind Zweier wild, ist eine 2, die für sich selbst steht (ein Satz aus Zweiern oder ihr eigener Platz in einer Folge), eine echte Karte und nicht die wilde Karte der Kombination.</translation>
    </message>
    <message>
        <source>You may lay down more melds than the contract asks, in the same move.</source>
        <translation>Du darfst im selben Zug mehr Kombinationen auslegen, als der Kontrakt verlangt.</translation>
    </message>
    <message>
        <source>You may swap a wild out of your own melds too.</source>
        <translation>Du darfst eine wilde Karte auch aus deinen eigenen Kombinationen eintauschen.</translation>
    </message>
    <message>
        <source>all of them win</source>
        <translation>alle gewinnen</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>beliebig viele</translation>
    </message>
    <message>
        <source>anything goes</source>
        <translation>alles erlaubt</translation>
    </message>
    <message>
        <source>at most one</source>
        <translation>höchstens eine</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>decks − 1</source>
        <translation>Decks − 1</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>Shown in an empty field of a house rule: the game&apos;s own value applies.</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>high card; ties draw again</source>
        <translation>höchste Karte; bei Gleichstand neu ziehen</translation>
    </message>
    <message>
        <source>high card; ties: youngest</source>
        <translation>höchste Karte; bei Gleichstand der Jüngste</translation>
    </message>
    <message>
        <source>keep the wild in hand</source>
        <translation>wilde Karte auf der Hand behalten</translation>
    </message>
    <message>
        <source>lowest score in the last round</source>
        <translation>niedrigste Punktzahl in der letzten Runde</translation>
    </message>
    <message>
        <source>may not join end to end</source>
        <translation>dürfen nicht lückenlos aneinanderschließen</translation>
    </message>
    <message>
        <source>most rounds gone out first</source>
        <translation>am häufigsten zuerst ausgemacht</translation>
    </message>
    <message>
        <source>nearest in turn order</source>
        <translation>der Nächste in der Zugfolge</translation>
    </message>
    <message>
        <source>need two missing ranks between</source>
        <translation>brauchen zwei fehlende Werte dazwischen</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>no more than its naturals</source>
        <translation>nicht mehr als echte Karten</translation>
    </message>
    <message>
        <source>no swaps</source>
        <translation>kein Tausch</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>A yes-or-no house rule&apos;s value (&quot;Deuces wild: on&quot;).</extracomment>
        <translation>an</translation>
    </message>
    <message>
        <source>only to lay down with it</source>
        <translation>nur um damit auszulegen</translation>
    </message>
    <message>
        <source>play the wild the same turn</source>
        <translation>wilde Karte im selben Zug spielen</translation>
    </message>
    <message>
        <source>players − 1</source>
        <translation>Spieler − 1</translation>
    </message>
    <message>
        <source>round {first}: {value}</source>
        <translation>Runde {first}: {value}</translation>
    </message>
    <message>
        <source>rounds {first}–{last}: {value}</source>
        <translation>Runden {first}–{last}: {value}</translation>
    </message>
    <message>
        <source>shuffle the discards into a new stock</source>
        <translation>Ablagestapel zu neuem Talon mischen</translation>
    </message>
    <message>
        <source>the round ends, nobody out</source>
        <translation>die Runde endet, niemand macht aus</translation>
    </message>
    <message>
        <source>turn the discards over, unshuffled</source>
        <translation>Ablagestapel ungemischt umdrehen</translation>
    </message>
    <message>
        <source>until the next discard</source>
        <translation>bis zum nächsten Ablegen</translation>
    </message>
    <message>
        <source>until the next player draws</source>
        <translation>bis der nächste Spieler zieht</translation>
    </message>
    <message>
        <source>whoever asks first</source>
        <translation>wer zuerst fragt</translation>
    </message>
    <message>
        <source>{choice} (default)</source>
        <extracomment>A choice of a house rule, marked as the game&apos;s own.</extracomment>
        <translation>{choice} (Standard)</translation>
    </message>
    <message>
        <source>{first} players: {value}</source>
        <translation>{first} Spieler: {value}</translation>
    </message>
    <message>
        <source>{first}–{last} players: {value}</source>
        <translation>{first}–{last} Spieler: {value}</translation>
    </message>
    <message>
        <source>{rule}: write a number or a table like {&quot;4&quot;: 3}</source>
        <translation>{rule}: Gib eine Zahl oder eine Tabelle wie {&quot;4&quot;: 3} ein</translation>
    </message>
    <message>
        <source>{rule}: {explanation} Default: {value}.</source>
        <extracomment>The line under the house rules: a rule&apos;s name, what it does, and its default value.</extracomment>
        <translation>{rule}: {explanation} Standard: {value}.</translation>
    </message>
    <message>
        <source>{rule}: {value}</source>
        <translation>{rule}: {value}</translation>
    </message>
    <message>
        <source>{value} for any number of players</source>
        <translation>{value} für jede Spielerzahl</translation>
    </message>
    <message>
        <source>{value} in every round</source>
        <translation>{value} in jeder Runde</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>simple</source>
        <translation>einfach</translation>
    </message>
</context>
<context>
    <name>SeeingCards</name>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Vierfarbiges Blatt (Kreuz grün, Karo blau)</translation>
    </message>
    <message>
        <source>&amp;High-contrast table (black felt, white edges)</source>
        <translation>&amp;Kontrastreicher Tisch (schwarzer Filz, weiße Kanten)</translation>
    </message>
    <message>
        <source>&amp;Large index (big rank and suit in the corners)</source>
        <translation>&amp;Große Eckzeichen (Wert und Farbe groß in den Ecken)</translation>
    </message>
    <message>
        <source>Preview of the cards</source>
        <translation>Vorschau der Karten</translation>
    </message>
    <message>
        <source>Seeing the cards</source>
        <translation>Karten gut erkennen</translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <source>Game over. Game ▸ Review game steps through every move.</source>
        <extracomment>Said to a screen reader at the game&apos;s end; the menu path as the menus say it.</extracomment>
        <translation>Spiel vorbei. Spiel ▸ Partie analysieren geht jeden Zug durch.</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>The title of a box saying why a saved game cannot be reviewed.</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Gespeichertes Spiel analysieren</translation>
    </message>
    <message>
        <source>The analysis could not be kept: {problem}</source>
        <translation>Die Analyse konnte nicht aufbewahrt werden: {problem}</translation>
    </message>
    <message>
        <source>The review opens once the game is over (all hands are face up)</source>
        <translation>Die Analyse öffnet sich, wenn das Spiel vorbei ist (alle Hände offen)</translation>
    </message>
    <message>
        <source>The statistics were not updated: {problem}</source>
        <extracomment>{problem}: why the statistics file could not be written, a sentence.</extracomment>
        <translation>Die Statistik wurde nicht aktualisiert: {problem}</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message numerus="yes">
        <source>%n analysed game(s)</source>
        <translation>
            <numerusform>%n analysierte Partie</numerusform>
            <numerusform>%n analysierte Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy after %n analysed game(s): {values}</source>
        <translation>
            <numerusform>Genauigkeit nach %n analysierten Partie: {values}</numerusform>
            <numerusform>Genauigkeit nach %n analysierten Partien: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Accuracy chart</source>
        <translation>Genauigkeitsverlauf</translation>
    </message>
    <message>
        <source>Accuracy: the share of best or good decisions in the games the coach analysed (Review game ▸ Analyse my play); assisted: games played in coach mode.</source>
        <translation>Genauigkeit: der Anteil bester oder guter Entscheidungen in den Partien, die der Coach analysiert hat (Partie analysieren ▸ Mein Spiel analysieren); unterstützt: im Coach-Modus gespielte Partien.</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>Analysiert</translation>
    </message>
    <message>
        <source>Analysed game</source>
        <translation>Analysierte Partie</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Unterstützt</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <source>Buys</source>
        <translation>Käufe</translation>
    </message>
    <message>
        <source>Co-won</source>
        <translation>Geteilt gewonnen</translation>
    </message>
    <message>
        <source>Coach</source>
        <extracomment>The tab of the coach&apos;s charts (its analyses of the player&apos;s games).</extracomment>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Contract games</source>
        <translation>Kontraktspiele</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>The chart&apos;s x axis: a player&apos;s games, oldest first.</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Lower scores are better in both games.</source>
        <translation>In beiden Spielen sind niedrigere Punktzahlen besser.</translation>
    </message>
    <message>
        <source>Mean loss</source>
        <translation>Mittlerer Verlust</translation>
    </message>
    <message numerus="yes">
        <source>Mean loss after %n analysed game(s): {values}</source>
        <translation>
            <numerusform>Mittlerer Verlust nach %n analysierten Partie: {values}</numerusform>
            <numerusform>Mittlerer Verlust nach %n analysierten Partien: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean loss chart</source>
        <translation>Verlauf des mittleren Verlusts</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message>
        <source>No analysed game yet (Review game ▸ Analyse my play)</source>
        <translation>Noch keine analysierte Partie (Partie analysieren ▸ Mein Spiel analysieren)</translation>
    </message>
    <message>
        <source>No analysed game yet (Review game ▸ Analyse my play).</source>
        <translation>Noch keine analysierte Partie (Partie analysieren ▸ Mein Spiel analysieren).</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n game(s): {values}</source>
        <extracomment>{values}: each player&apos;s final total, &quot;Ann: 40, Bo: 12&quot;.</extracomment>
        <translation>
            <numerusform>Summen nach %n Partie: {values}</numerusform>
            <numerusform>Summen nach %n Partien: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Tendenz</translation>
    </message>
    <message>
        <source>Went out first</source>
        <translation>Zuerst ausgemacht</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won assisted</source>
        <translation>Unterstützt gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>{date}: accuracy {accuracy}, mean loss {loss} (%n decision(s))</source>
        <extracomment>An analysed game: its date, accuracy (a percentage), mean loss, decisions.</extracomment>
        <translation>
            <numerusform>{date}: Genauigkeit {accuracy}, mittlerer Verlust {loss} (%n Entscheidung)</numerusform>
            <numerusform>{date}: Genauigkeit {accuracy}, mittlerer Verlust {loss} (%n Entscheidungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}: accuracy of each analysed game (%)</source>
        <translation>{game}: Genauigkeit jeder analysierten Partie (%)</translation>
    </message>
    <message>
        <source>{game}: final totals of the last games</source>
        <translation>{game}: Endsummen der letzten Partien</translation>
    </message>
    <message>
        <source>{game}: mean loss a decision (points)</source>
        <translation>{game}: mittlerer Verlust je Entscheidung (Punkte)</translation>
    </message>
    <message>
        <source>{value} points</source>
        <extracomment>A mean loss in points, with decimals: &quot;0.5 points&quot;.</extracomment>
        <translation>{value} Punkte</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value} %</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Shuffling the cards…</source>
        <extracomment>The status line while the first deal is made.</extracomment>
        <translation>Die Karten werden gemischt…</translation>
    </message>
</context>
<context>
    <name>TableChoice</name>
    <message>
        <source>Your choice</source>
        <extracomment>The title of a question of the table&apos;s (&quot;Where does the JK go?&quot;).</extracomment>
        <translation>Deine Wahl</translation>
    </message>
</context>
<context>
    <name>TableLooks</name>
    <message>
        <source>Blue baize</source>
        <translation>Blauer Filz</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <source>Green lattice</source>
        <translation>Grünes Gitter</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Rotes Gitter</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Rückseite des Kartendecks</translation>
    </message>
    <message>
        <source>Wine baize</source>
        <translation>Weinroter Filz</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Just deal a game</source>
        <translation>Einfach ein Spiel geben</translation>
    </message>
    <message>
        <source>Skip</source>
        <extracomment>Closes the welcome screen without a game.</extracomment>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Start the guided round</source>
        <translation>Geführte Runde starten</translation>
    </message>
    <message>
        <source>The guided round deals a fixed hand against one computer player and shows each step.</source>
        <translation>Die geführte Runde gibt ein festes Blatt gegen einen Computerspieler und zeigt jeden Schritt.</translation>
    </message>
    <message>
        <source>Welcome to {app}</source>
        <translation>Willkommen bei {app}</translation>
    </message>
    <message>
        <source>Welcome! Which game would you like to learn?</source>
        <translation>Willkommen! Welches Spiel möchtest du lernen?</translation>
    </message>
    <message>
        <source>{number}. {line}</source>
        <extracomment>A numbered line of how to play: &quot;3. A set is three or more cards of one rank…&quot;</extracomment>
        <translation>{number}. {line}</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>10 rounds of 7 to 16 cards; the last laid down and gone out at once</source>
        <translation>10 Runden mit 7 bis 16 Karten; in der letzten wird auf einmal ausgelegt und ausgemacht</translation>
    </message>
    <message>
        <source>10 rounds of contracts, jokers wild, buying</source>
        <translation>10 Runden mit Kontrakten, Joker wild, Kaufen</translation>
    </message>
    <message>
        <source>11 rounds of 3 to 13 cards, a new wild rank each round</source>
        <translation>11 Runden mit 3 bis 13 Karten, jede Runde ein neuer wilder Wert</translation>
    </message>
    <message>
        <source>7 deals of 10 then 12 cards; one joker to a double pack; cards at pip value</source>
        <translation>7 Spiele mit 10, dann 12 Karten; ein Joker auf ein Doppeldeck; Karten zum Augenwert</translation>
    </message>
    <message>
        <source>7 hands of 11 cards; the last is three runs, all out with no discard</source>
        <translation>7 Hände mit 11 Karten; die letzte sind drei Folgen, alles ausgelegt ohne Abwurf</translation>
    </message>
    <message>
        <source>7 rounds of 10 then 12 cards; two decks, one joker fewer than players</source>
        <translation>7 Runden mit 10, dann 12 Karten; zwei Decks, ein Joker weniger als Spieler</translation>
    </message>
    <message>
        <source>Hillbilly Rummy</source>
        <translation>Hillbilly Rummy</translation>
    </message>
    <message>
        <source>Three Thirteen</source>
        <translation>Three Thirteen</translation>
    </message>
</context>
</TS>
