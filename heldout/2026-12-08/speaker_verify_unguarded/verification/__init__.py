from .scoring import score_trials
from .launcher import launch_scorers
