import multiprocessing
from concurrent.futures import ProcessPoolExecutor


def score_games(games, scorer, start_method="spawn"):
    ctx = multiprocessing.get_context(start_method)
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        futures = {bowler: ex.submit(scorer, rolls) for bowler, rolls in games.items()}
        return {bowler: f.result() for bowler, f in futures.items()}
