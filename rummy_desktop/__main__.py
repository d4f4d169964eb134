"""Run the application with ``python -m rummy_desktop``."""

from rummy_desktop.cli import main

raise SystemExit(main())
