from dataclasses import dataclass

SWATCH_DIM = 64


@dataclass
class ShadeQuery:
    customer: str
    samples: int


@dataclass
class CatalogueRefresh:
    shades: int
    chunks: int
