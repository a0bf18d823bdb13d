from .scoring import pose_scores
