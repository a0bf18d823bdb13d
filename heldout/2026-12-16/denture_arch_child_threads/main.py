from scans import load_scans, landmark_distances
from workers import start_fitters


if __name__ == "__main__":
    scans, template = load_scans(points=2000, landmarks=500, dim=64)
    d = landmark_distances(scans, template)
    print("closest landmark distance", round(float(d.min()), 4), flush=True)
    print("fitter exit codes", start_fitters(scans.chunk(2)))
