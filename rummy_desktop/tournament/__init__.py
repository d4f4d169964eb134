"""Bot tournaments: settings, playing one game, running many (here, in worker processes or on
a Ray cluster), the results file, and the report. ``rummy_desktop.simulate`` puts them
together behind one call; no Qt here, and Ray only when a cluster is asked for.

Imports go one way: settings and timing, then record, then play, report and the results
file, then the runners (local, cluster) and the progress bar.
"""
