from .synthetic import SyntheticRegression

__all__ = ["SyntheticRegression"]
