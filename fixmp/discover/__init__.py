"""Which files to read and with which settings: the paths given, less what must never be touched,
and ``[tool.fixmp]`` with the command line."""
