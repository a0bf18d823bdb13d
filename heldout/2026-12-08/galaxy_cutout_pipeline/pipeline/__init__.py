from .stages import Resample, Cutout, ParallelStage, Pipeline
