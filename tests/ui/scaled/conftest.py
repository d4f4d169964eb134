# check.py runs in its own process (QT_SCALE_FACTOR is read once, when Qt starts).
collect_ignore = ["check.py"]
