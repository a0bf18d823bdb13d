from .model import MatrixFactorization
from .service import RetrievalService
