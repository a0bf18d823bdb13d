from .runtime import Runtime
from .encoder import encode_sessions
