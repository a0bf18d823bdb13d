from .fcn import TinyFCN
