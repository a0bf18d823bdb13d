from .base import Trainer
from .gan import GeneratorTrainer, DiscriminatorTrainer
