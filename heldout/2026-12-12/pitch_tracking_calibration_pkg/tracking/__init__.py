"""Player-tracking helpers: camera calibration is loaded once, on import."""
from .calibration import CAMERA_NORMS, PITCH
from .possession import nearest_player_counts

__all__ = ["CAMERA_NORMS", "PITCH", "nearest_player_counts"]
