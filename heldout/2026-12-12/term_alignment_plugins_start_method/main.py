import multiprocessing as mp

from aligner import align_terms
from runtime import configure_runtime

GLOSSARY = {"de": ["Vertrag", "Haftung", "Kündigung"], "en": ["contract", "liability", "termination"]}


def job(pair):
    return align_terms(*pair)


def main():
    method = configure_runtime({"project": "legal-de-en", "start_method": "forkserver"})
    with mp.Pool(2) as pool:
        for mapping in pool.map(job, [(GLOSSARY["de"], GLOSSARY["en"])] * 2):
            print(method, mapping)


if __name__ == "__main__":
    main()
