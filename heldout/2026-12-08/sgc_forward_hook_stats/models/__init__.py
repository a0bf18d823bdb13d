from .sgc import SGC
