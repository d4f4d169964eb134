"""Playing a game in the window without widgets: the controller, the gesture judge, the bot worker thread."""
