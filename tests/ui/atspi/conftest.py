# The two programs of the AT-SPI test run as their own processes, never inside pytest: the
# client needs the system's python3 (python3-pyatspi is a Debian package, not in the venv).
collect_ignore = ["client.py", "driver.py"]
