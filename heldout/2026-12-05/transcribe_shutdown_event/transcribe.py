import multiprocessing as mp

_STOP = None


def _install_stop(event):
    global _STOP
    _STOP = event


def transcribe(utt_id):
    if _STOP.is_set():
        return utt_id, None
    return utt_id, f"utt-{utt_id}"


def transcribe_all(utt_ids, stop_event, start_method="forkserver", workers=2):
    ctx = mp.get_context(start_method)
    with ctx.Pool(workers, initializer=_install_stop, initargs=(stop_event,)) as pool:
        return pool.map(transcribe, utt_ids)
