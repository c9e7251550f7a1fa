import COpenAL
import SandglassHeadless
import Foundation

/// Plays scene sounds through OpenAL Soft. Created only when an audio device opens; otherwise the
/// preview says so once and stays silent. Buffers are loaded once per file and kept.
final class SoundPlayer {
    private let device: OpaquePointer
    private let context: OpaquePointer
    private var buffers: [String: ALuint] = [:]
    private var sources: [ALuint] = []

    /// Nil when there is no audio device (a server, CI, Xvfb without sound). OpenAL Soft and ALSA
    /// report a missing device on stderr in several lines of their own; the preview says it in one,
    /// so their output is silenced while the device is opened.
    init?() {
        setenv("ALSOFT_LOGLEVEL", "0", 0)
        let saved = dup(2), null = open("/dev/null", O_WRONLY)
        if null >= 0 { dup2(null, 2); close(null) }
        let opened = alcOpenDevice(nil)
        if saved >= 0 { dup2(saved, 2); close(saved) }
        guard let device = opened else { return nil }
        guard let context = alcCreateContext(device, nil) else {
            alcCloseDevice(device)
            return nil
        }
        alcMakeContextCurrent(context)
        (self.device, self.context) = (device, context)
    }

    /// Starts `file` (a WAV); returns the reason when it cannot be played.
    func play(_ file: String) -> String? {
        let buffer: ALuint
        if let b = buffers[file] {
            buffer = b
        } else {
            let wav: WAVFile
            do { wav = try WAVFile.read(path: file) } catch { return error.description }
            var b: ALuint = 0
            alGenBuffers(1, &b)
            let format = wav.channels == 1 ? (wav.bitsPerSample == 8 ? AL_FORMAT_MONO8 : AL_FORMAT_MONO16)
                : (wav.bitsPerSample == 8 ? AL_FORMAT_STEREO8 : AL_FORMAT_STEREO16)
            wav.samples.withUnsafeBytes { raw in
                alBufferData(b, ALenum(format), raw.baseAddress, ALsizei(wav.samples.count), ALsizei(wav.sampleRate))
            }
            buffers[file] = b
            buffer = b
        }
        // Reuse a finished source, else make one (a few overlap at most).
        let source = sources.first { s in
            var state: ALint = 0
            alGetSourcei(s, AL_SOURCE_STATE, &state)
            return state != AL_PLAYING
        } ?? {
            var s: ALuint = 0
            alGenSources(1, &s)
            sources.append(s)
            return s
        }()
        alSourcei(source, AL_BUFFER, ALint(buffer))
        alSourcePlay(source)
        return alGetError() == AL_NO_ERROR ? nil : "\(file): OpenAL could not play it"
    }

    deinit {
        alDeleteSources(ALsizei(sources.count), sources)
        for var b in buffers.values { alDeleteBuffers(1, &b) }
        alcMakeContextCurrent(nil)
        alcDestroyContext(context)
        alcCloseDevice(device)
    }
}
