import torch
import torch.multiprocessing as tmp

from spectra import band_power


def _subject_features(job):
    subject, channels, samples, n_fft = job
    g = torch.Generator().manual_seed(subject)
    eeg = torch.rand(channels, samples, generator=g)
    return subject, round(float(band_power(eeg, n_fft).sum()), 2)


def make_extractor(channels, samples, n_fft, workers=2):
    def extract(subjects):
        jobs = [(s, channels, samples, n_fft) for s in subjects]
        with tmp.get_context("fork").Pool(workers) as pool:
            return dict(pool.map(_subject_features, jobs))

    return extract
