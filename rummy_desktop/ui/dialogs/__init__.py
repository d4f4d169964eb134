"""Dialogs of the game window: New Game, round end, help and about."""
