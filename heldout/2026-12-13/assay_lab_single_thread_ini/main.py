from settings import LabSettings
from xrf import qc_in_background, spectra

if __name__ == "__main__":
    settings = LabSettings().apply()
    samples, elements = settings.shape
    counts = spectra(samples, elements, seed=1)
    calib = counts.var(dim=0)
    print("calibration variance range:", round(float(calib.min()), 4), round(float(calib.max()), 4))
    print("batch drift:", qc_in_background(counts.chunk(2)))
