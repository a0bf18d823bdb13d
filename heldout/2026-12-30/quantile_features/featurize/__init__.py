from .bins import bucketize_column
