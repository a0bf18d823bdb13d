from .energy import frame_energy
from .service import VADService
