from .retry import retry
