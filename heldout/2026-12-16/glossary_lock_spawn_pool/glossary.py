import multiprocessing as mp

GLOSSARY_LOCK = mp.Lock()
TERMS = {"Save": 0, "Cancel": 1, "Settings": 2}
