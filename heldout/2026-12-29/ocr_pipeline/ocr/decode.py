ALPHABET = "-" + "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,"


def ctc_greedy(logp):
    out = []
    for seq in logp.argmax(-1).tolist():
        chars, prev = [], 0
        for c in seq:
            if c != prev and c != 0:
                chars.append(ALPHABET[c % len(ALPHABET)])
            prev = c
        out.append("".join(chars))
    return out
