def render_segment(rank, segments):
    mine = [s for s in range(segments) if s % 2 == rank % 2]
    print(f"projector {rank}: segments {mine}", flush=True)
