from .encoder import TinyEncoder
