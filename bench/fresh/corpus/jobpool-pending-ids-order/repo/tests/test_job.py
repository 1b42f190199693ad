import pytest

from jobpool import InvalidTransition, Job, JobCancelled, JobHandle, JobState, JobTimeout


def test_job_defaults():
    def send_invoice(n):
        return n * 2

    job = Job(send_invoice, (21,))
    assert job.name == "send_invoice" and job.state is JobState.PENDING
    assert job.id.startswith("job-")
    assert job.run() == 42


def test_valid_transitions_are_recorded():
    job = Job(print)
    job.transition(JobState.RUNNING)
    job.transition(JobState.RETRYING)
    job.transition(JobState.RUNNING)
    job.transition(JobState.SUCCEEDED)
    assert job.history == [JobState.RUNNING, JobState.RETRYING, JobState.RUNNING, JobState.SUCCEEDED]
    assert job.state.terminal


def test_invalid_transition_rejected():
    job = Job(print)
    with pytest.raises(InvalidTransition):
        job.transition(JobState.SUCCEEDED)
    job.transition(JobState.CANCELLED)
    with pytest.raises(InvalidTransition):
        job.transition(JobState.RUNNING)


def test_handle_result_and_timeout():
    job = Job(print)
    handle = JobHandle(job)
    with pytest.raises(JobTimeout):
        handle.result(timeout=0.01)
    job.transition(JobState.CANCELLED)
    with pytest.raises(JobCancelled):
        handle.result(timeout=1)
