from timing import timed


@timed("proof")
def proof_page(page):
    errors = sum(1 for k in range(200) if (page * 31 + k * 7) % 97 == 0)
    return page, errors
