"""The frozen app's entry point: the same ``main()`` as the ``rummy-desktop`` command."""

import sys

from rummy_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
