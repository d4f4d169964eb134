"""The engine's one exception type for a refused move."""


class IllegalAction(ValueError):
    """A move the rules do not allow now; the message is a sentence for the player.

    The game state is exactly as it was before the refused move.
    """
