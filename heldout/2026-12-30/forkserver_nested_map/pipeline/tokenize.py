import multiprocessing as mp


def parallel_tokenize(texts, lowercase=True, procs=2):
    def tok(text):
        return (text.lower() if lowercase else text).split()

    ctx = mp.get_context("forkserver")
    with ctx.Pool(procs) as pool:
        return pool.map(tok, texts)
