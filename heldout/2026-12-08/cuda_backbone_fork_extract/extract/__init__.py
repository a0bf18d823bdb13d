from .workers import extract_split
