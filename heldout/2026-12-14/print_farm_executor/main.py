import farm
import jobs

if __name__ == "__main__":
    queue = jobs.load_queue()
    with farm.PrintFarm(presses=2) as press_room:
        previews = press_room.preview(queue)
        for job_id, coverage in press_room.render_batch(queue, previews):
            print(f"job {job_id}: ink coverage {coverage:.3f}")
