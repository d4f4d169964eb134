"""The frozen app's entry point: the same ``main()`` as the ``rummy-desktop`` command."""

import multiprocessing
import sys

from rummy_desktop.cli import main

if __name__ == "__main__":
    # simulate --jobs starts worker processes by running this executable again: let them
    # become workers instead of opening another app.
    multiprocessing.freeze_support()
    sys.exit(main())
