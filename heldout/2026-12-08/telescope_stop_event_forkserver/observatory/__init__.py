from .control import make_stop_event
from .reducer import start_reducer
