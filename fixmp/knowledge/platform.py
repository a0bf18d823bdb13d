"""The platform a verdict is for: Linux, where the default start method is fork before Python 3.14 (the
failures fixmp finds are Linux's). A test of the platform (``if sys.platform == "darwin":``,
``os.name == "nt"``, ``platform.system() == "Windows"``) is decided as it is on Linux: work under a
macOS branch is not the parent's on Linux, and ``DIM = 1024 if sys.platform == "linux" else 32``
takes its Linux value whichever order its arms are written in."""

from typing import Dict

# Names a module binds, as their qualified names, and what they hold on Linux.
LINUX_VALUES: Dict[str, str] = {
    "sys.platform": "linux",
    "os.name": "posix",
}
# Functions of the standard library called without arguments, and what they return on Linux.
LINUX_RESULTS: Dict[str, str] = {
    "platform.system": "Linux",
}
