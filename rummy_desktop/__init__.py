"""Rummy Desktop: Hillbilly Rummy and Three Thirteen, to play, analyze and simulate."""

__version__ = "0.1.0"
APP_NAME = "Rummy Desktop"  # a name: the same in every language
