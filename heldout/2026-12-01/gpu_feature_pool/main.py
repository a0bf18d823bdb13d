from extract import extract, warmup
from pool import map_features

if __name__ == "__main__":
    warmup()
    print(map_features(extract, range(4)))
