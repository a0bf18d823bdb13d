import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run_vendor_jobs(languages, segments):
    """One fresh interpreter per vendor job, all running concurrently."""
    procs = {lang: subprocess.Popen([sys.executable, os.path.join(HERE, "vendor_job.py"), lang, str(segments)],
                                    stdout=subprocess.PIPE, text=True)
             for lang in languages}
    results = []
    for lang, proc in procs.items():
        out, _ = proc.communicate()
        results.append((lang, proc.returncode, out.strip()))
    return results
