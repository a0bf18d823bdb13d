from detector import Detector
from kmeans import fit_centroids
from logs import flow_records

N_FLOWS, N_FEATURES, BATCH, K = 60_000, 16, 10_000, 8

if __name__ == "__main__":
    centroids = fit_centroids(flow_records(N_FLOWS, N_FEATURES, BATCH), K)
    det = Detector(centroids)
    print("p99 distance per batch", det.scan(flow_records(N_FLOWS, N_FEATURES, BATCH, seed=99)))
