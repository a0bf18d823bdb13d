import torch

from executor import FeatureExecutor
from scaling import RobustScaler
from segments import segment_features

TABLE = {"customers": 50000, "features": 24, "segments": 4}


def main():
    ex = FeatureExecutor().start()
    try:
        g = torch.Generator().manual_seed(0)
        X = torch.empty(TABLE["customers"], TABLE["features"]).exponential_(1.0, generator=g)
        scaler = RobustScaler().fit(X)
        n = TABLE["segments"]
        print(ex.map(segment_features, range(n), [TABLE["customers"]] * n, [TABLE["features"]] * n,
                     [scaler.center] * n, [scaler.scale] * n))
    finally:
        ex.close()


if __name__ == "__main__":
    main()
