"""The game window: the main window, its menus and panels, its files (saves, autosave, settings), the selftest."""
