import plugins.fs  # noqa: F401
from sweep import run_trials

run_trials([0.1, 0.01])
