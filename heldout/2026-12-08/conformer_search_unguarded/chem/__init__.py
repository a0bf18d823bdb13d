from .conformers import embed_conformers
