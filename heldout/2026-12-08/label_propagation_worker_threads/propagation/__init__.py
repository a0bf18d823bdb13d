from .graph import knn_adjacency, propagate
from .worker import PropagationWorker
