from frames import load_brood_frames, mite_response
from forking import forked
from counts import summarise


if __name__ == "__main__":
    frames = load_brood_frames(hives=8, size=128)
    response = mite_response(frames)
    print("mean response", round(float(response.mean()), 4), flush=True)
    with forked() as in_child:
        if in_child:
            summarise(response)
    print("summary written")
